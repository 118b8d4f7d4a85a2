export function DeliveryPage() { return <h1>DeliveryPage (to be built)</h1>; }
