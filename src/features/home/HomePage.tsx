export function HomePage() { return <h1>HomePage (to be built)</h1>; }
