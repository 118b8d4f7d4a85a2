export function TermsPage() { return <h1>TermsPage (to be built)</h1>; }
