/** What the New estimate panel holds while it is filled in (the lines as shown, the figures as typed). */
export interface ProductLine {
  id: number;
  name: string;
  price: string;
  quantity: string;
}
export interface LabourLine {
  role_id: number;
  name: string;
  rate: string;
  work_hour: string;
}

export type Values = {
  site_id: string;
  work: string[];
  products: ProductLine[];
  labour: LabourLine[];
  travel_distance: string;
  discount: string;
  administrative_expense: string;
  remarks: string;
};

export const EMPTY: Values = {
  site_id: '',
  work: [''],
  products: [],
  labour: [],
  travel_distance: '',
  discount: '',
  administrative_expense: '',
  remarks: '',
};
