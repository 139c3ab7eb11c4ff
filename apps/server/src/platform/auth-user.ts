/** The signed-in caller, as every service sees it. */
export interface AuthUser {
  id: number;
  name: string;
  email: string;
  userType: string;
  permissions: string[];
  /** Reseller districts (ids and names), empty for others. */
  districtIds: number[];
  districts: string[];
}
