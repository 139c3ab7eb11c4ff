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
  /** issue 43 item 1: the piece a maintenance call is about, '' for none. */
  equipment_id: string;
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
  equipment_id: '',
  users_id: [],
};
