export function AdminPage() { return <h1>AdminPage (to be built)</h1>; }
