/** What the Register work panel holds while it is filled in (spec 001 §5: the fields as typed). */
export type Values = {
  worktype: string;
  panel_type: string;
  in_operation_since: string;
  deadline: string;
  priority: string;
  description: string;
  complaint: string;
  client_name: string;
  site_id: string;
  isOtherSite: boolean;
  site_name: string;
  users_id: string[];
};

export const EMPTY: Values = {
  worktype: '',
  panel_type: '',
  in_operation_since: '',
  deadline: '',
  priority: '',
  description: '',
  complaint: '',
  client_name: '',
  site_id: '',
  isOtherSite: false,
  site_name: '',
  users_id: [],
};
