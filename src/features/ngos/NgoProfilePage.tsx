export function NgoProfilePage() { return <h1>NgoProfilePage (to be built)</h1>; }
