/** The printed terms of a job card estimate (spec 001 §2: terms and conditions, exclusions). */
export const JOB_CARD_TERMS = [
  'This estimate is valid for 30 days from its date.',
  'Work starts after the estimate is approved; materials are supplied as listed above.',
  '50 % of the total is payable on approval and the balance on completion of the work.',
  'Any work beyond the listed items is charged separately at the rates in force.',
  'Prices include GST at 18 %.',
] as const;

export const JOB_CARD_EXCLUSIONS = [
  'Civil, masonry and plumbing work outside the plant.',
  'Electrical supply up to the control panel.',
  'Permits and approvals from local authorities.',
  'Damage from misuse, power fluctuations or natural causes.',
] as const;
