export function DonorRegistrationPage() { return <h1>DonorRegistrationPage (to be built)</h1>; }
