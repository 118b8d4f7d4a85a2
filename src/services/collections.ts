/**
 * Firestore collection names. The earlier app's names are kept so its data still reads;
 * code refers to them by what they hold.
 */
export const COLLECTIONS = {
  users: 'users',
  donors: 'admin',
  ngos: 'ngoAdmin',
  donations: 'deliveryInfo',
  contactMessages: 'contactMessages',
  newsletter: 'newsletter',
  stats: 'stats',
  series: 'series',
  seriesCounts: 'seriesCounts',
  invites: 'invites',
  members: 'members',
  teamCounts: 'teamCounts',
  runs: 'runs',
  audit: 'audit',
  auditHeads: 'auditHeads',
  acknowledgements: 'acknowledgements',
  ackCounts: 'ackCounts',
  feedback: 'feedback',
  suspensions: 'suspensions',
  ngoRecords: 'ngoRecords',
  donorRecords: 'donorRecords',
  impact: 'impact',
} as const;
