export function ContributorsPage() { return <h1>ContributorsPage (to be built)</h1>; }
