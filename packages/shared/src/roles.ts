// spec 000 §6: permission values. `client` is the user type of a client account (never a staff role).
export const ROLES = [
  'admin',
  'employee',
  'reseller',
  'technical_director',
  'work_estimate',
  'marketing_manager',
  'client_management',
  'product_management',
  'finance',
] as const;

export type Role = (typeof ROLES)[number];

export const CLIENT_USER_TYPE = 'client';
export const RESELLER_USER_TYPE = 'reseller';

/** Human labels for the roles, as the staff app shows them. */
export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  employee: 'Employee',
  reseller: 'Reseller',
  technical_director: 'Technical director',
  work_estimate: 'Work estimator',
  marketing_manager: 'Marketing',
  client_management: 'Client management',
  product_management: 'Product management',
  finance: 'Finance',
};

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}
