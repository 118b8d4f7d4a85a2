/** FoodBridge's own contact addresses, shown in the footer, on Contact us and in the Terms. */
export const SUPPORT_EMAIL = 'support@foodbridge.example.org';
export const PARTNERS_EMAIL = 'partners@foodbridge.example.org';
