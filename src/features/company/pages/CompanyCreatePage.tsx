// Screen content is built in issue 8; this module gives the route its own chunk meanwhile.
export default function CompanyCreatePage() {
  return <h1>New company</h1>;
}
