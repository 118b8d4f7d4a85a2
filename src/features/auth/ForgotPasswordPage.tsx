export function ForgotPasswordPage() { return <h1>ForgotPasswordPage (to be built)</h1>; }
