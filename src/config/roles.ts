/** The account types FoodBridge knows; the role of an account lives in users/{uid}.role. */
export const ROLES = ['donor', 'ngo', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** The roles an account may give itself; admin is set only by the seed script or another admin. */
export const SELF_ROLES = ['donor', 'ngo'] as const;
export type SelfRole = (typeof SELF_ROLES)[number];
