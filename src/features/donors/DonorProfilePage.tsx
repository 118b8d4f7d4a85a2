export function DonorProfilePage() { return <h1>DonorProfilePage (to be built)</h1>; }
