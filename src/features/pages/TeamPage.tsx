export function TeamPage() { return <h1>TeamPage (to be built)</h1>; }
