export function DonationsPage() { return <h1>Donations (to be built)</h1>; }
