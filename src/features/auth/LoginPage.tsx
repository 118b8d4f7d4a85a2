export function LoginPage() { return <h1>LoginPage (to be built)</h1>; }
