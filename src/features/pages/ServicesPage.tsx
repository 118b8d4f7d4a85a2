export function ServicesPage() { return <h1>ServicesPage (to be built)</h1>; }
