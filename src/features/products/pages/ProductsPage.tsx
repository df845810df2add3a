// Screen content is built in issue 8; this module gives the route its own chunk meanwhile.
export default function ProductsPage() {
  return <h1>Products</h1>;
}
