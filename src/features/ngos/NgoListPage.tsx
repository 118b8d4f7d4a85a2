export function NgoListPage() { return <h1>NgoListPage (to be built)</h1>; }
