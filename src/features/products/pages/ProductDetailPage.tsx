// Screen content is built in issue 8; this module gives the route its own chunk meanwhile.
export default function ProductDetailPage() {
  return <h1>Product</h1>;
}
