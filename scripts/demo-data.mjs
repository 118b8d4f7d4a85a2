// The demo data `npm start` loads and the end-to-end tests start from.
export const DEMO_ACCOUNTS = {
  donor: { email: 'donor@example.org', password: 'Donor@1234', displayName: 'Asha Donor' },
  ngo: { email: 'ngo@example.org', password: 'Ngo@12345', displayName: 'Ravi NGO' },
  admin: { email: 'admin@example.org', password: 'Admin@1234', displayName: 'Meera Admin' },
};

// The five sample NGOs of the earlier app (meal counts 29, 19, 19, 25, 15), now real documents.
export const SAMPLE_NGOS = [
  { id: 'sample-annapurna', nameOrg: 'Annapurna Food Bank', name: 'Priya Sharma', email: 'contact@annapurna.example.org', time: 'Morning', meals: 29, address: '12 Linking Road, Bandra West', city: 'Mumbai', zip: '400050' },
  { id: 'sample-roti-ghar', nameOrg: 'Roti Ghar Trust', name: 'Arjun Mehta', email: 'hello@rotighar.example.org', time: 'AfterNoon', meals: 19, address: '44 Chandni Chowk', city: 'Delhi', zip: '110006' },
  { id: 'sample-seva', nameOrg: 'Seva Meals Collective', name: 'Lakshmi Rao', email: 'team@sevameals.example.org', time: 'Evening', meals: 19, address: '7 MG Road', city: 'Bengaluru', zip: '560001' },
  { id: 'sample-hope-kitchen', nameOrg: 'Hope Kitchen Foundation', name: 'Thomas George', email: 'info@hopekitchen.example.org', time: 'Morning', meals: 25, address: '3 Anna Salai', city: 'Chennai', zip: '600002' },
  { id: 'sample-feeding-hands', nameOrg: 'Feeding Hands Society', name: 'Sana Khan', email: 'care@feedinghands.example.org', time: 'Evening', meals: 15, address: '21 FC Road', city: 'Pune', zip: '411004' },
];

export const DEMO_NGO_PROFILE = {
  id: 'demo-ngo',
  nameOrg: 'FoodBridge Demo NGO',
  email: 'ngo@example.org',
  time: 'AfterNoon',
  meals: 40,
  address: '9 Park Street',
  city: 'Kolkata',
  zip: '700016',
};

export const DEMO_DONOR_RECORD = {
  id: 'demo-donor',
  name: 'Asha Donor',
  email: 'donor@example.org',
  phone: '9876543210',
  address: '18 Residency Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  zip: '560025',
  country: 'India',
};
