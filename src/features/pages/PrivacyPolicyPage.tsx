export function PrivacyPolicyPage() { return <h1>PrivacyPolicyPage (to be built)</h1>; }
