// Screen content is built in issue 8; this module gives the route its own chunk meanwhile.
export default function StorefrontPage() {
  return <h1>Brand page</h1>;
}
