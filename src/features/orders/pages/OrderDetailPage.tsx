// Screen content is built in issue 8; this module gives the route its own chunk meanwhile.
export default function OrderDetailPage() {
  return <h1>Order</h1>;
}
