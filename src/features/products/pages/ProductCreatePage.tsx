// Screen content is built in issue 8; this module gives the route its own chunk meanwhile.
export default function ProductCreatePage() {
  return <h1>New product</h1>;
}
