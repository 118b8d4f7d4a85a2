// The demo data `npm start` loads and the end-to-end tests start from.
// Each account keeps its uid from one load to the next, so a session saved in a browser (the
// end-to-end tests sign each role in once) still names the same account after the data is reset.
export const DEMO_ACCOUNTS = {
  donor: { uid: 'demo-donor', email: 'donor@example.org', password: 'Donor@1234', displayName: 'Asha Donor' },
  ngo: { uid: 'demo-ngo', email: 'ngo@example.org', password: 'Ngo@12345', displayName: 'Ravi NGO' },
  admin: { uid: 'demo-admin', email: 'admin@example.org', password: 'Admin@1234', displayName: 'Meera Admin' },
};

// The five sample NGOs of the earlier app (meal counts 29, 19, 19, 25, 15), now real documents.
export const SAMPLE_NGOS = [
  {
    id: 'sample-annapurna',
    nameOrg: 'Annapurna Food Bank',
    name: 'Priya Sharma',
    email: 'contact@annapurna.example.org',
    time: 'Morning',
    meals: 29,
    address: '12 Linking Road, Bandra West',
    city: 'Mumbai',
    zip: '400050',
  },
  {
    id: 'sample-roti-ghar',
    nameOrg: 'Roti Ghar Trust',
    name: 'Arjun Mehta',
    email: 'hello@rotighar.example.org',
    time: 'AfterNoon',
    meals: 19,
    address: '44 Chandni Chowk',
    city: 'Delhi',
    zip: '110006',
  },
  {
    id: 'sample-seva',
    nameOrg: 'Seva Meals Collective',
    name: 'Lakshmi Rao',
    email: 'team@sevameals.example.org',
    time: 'Evening',
    meals: 19,
    address: '7 MG Road',
    city: 'Bengaluru',
    zip: '560001',
  },
  {
    id: 'sample-hope-kitchen',
    nameOrg: 'Hope Kitchen Foundation',
    name: 'Thomas George',
    email: 'info@hopekitchen.example.org',
    time: 'Morning',
    meals: 25,
    address: '3 Anna Salai',
    city: 'Chennai',
    zip: '600002',
  },
  {
    id: 'sample-feeding-hands',
    nameOrg: 'Feeding Hands Society',
    name: 'Sana Khan',
    email: 'care@feedinghands.example.org',
    time: 'Evening',
    meals: 15,
    address: '21 FC Road',
    city: 'Pune',
    zip: '411004',
    // Donors can message it on WhatsApp from its card on /ngoList.
    whatsapp: '9876500011',
  },
];

// Each NGO's place is the centre of its PIN (zip) from the PIN table (public/pins/), with the
// default service radius: the seed works it out (seed.mjs placeOfPin).

// The demo NGO account's own profile; the seed stores it at ngoAdmin/{that account's uid}, with the
// account's email (the rules require the profile's email to be the account's).
export const DEMO_NGO_PROFILE = {
  nameOrg: 'FoodBridge Demo NGO',
  email: DEMO_ACCOUNTS.ngo.email,
  time: 'AfterNoon',
  meals: 40,
  address: '9 Park Street',
  city: 'Kolkata',
  zip: '700016',
  // The number a donor calls once the NGO accepts.
  phone: '9876500022',
};

// Donor records for the admin dashboard (the demo donor itself starts without one and creates it
// at /donorProfile). One is a record of the earlier app: only name, email, address and phone.
export const SAMPLE_DONOR_RECORDS = [
  {
    id: 'sample-donor-kavya',
    name: 'Kavya Iyer',
    email: 'kavya@example.org',
    phone: '9123456780',
    address: '5 Church Street',
    city: 'Bengaluru',
    state: 'Karnataka',
    zip: '560001',
    country: 'India',
  },
  {
    id: 'legacy-donor-rahul',
    name: 'Rahul Verma',
    email: 'rahul@example.org',
    phone: '9988776655',
    address: '22 Hazratganj, Lucknow',
  },
  {
    id: 'sample-donor-grand-hall',
    name: 'Grand Hall Banquets',
    email: 'events@grandhall.example.org',
    phone: '9012345678',
    address: '101 Ring Road',
    city: 'Ahmedabad',
    state: 'Gujarat',
    zip: '380015',
    country: 'India',
  },
];
