export function ContactPage() { return <h1>ContactPage (to be built)</h1>; }
