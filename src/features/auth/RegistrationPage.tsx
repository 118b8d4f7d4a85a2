export function RegistrationPage() { return <h1>Create Account (to be built)</h1>; }
export function NgoRegistrationPage() { return <h1>Create Account (to be built)</h1>; }
