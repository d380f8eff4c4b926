import { redirect } from "react-router";

/** SPEC 2: any unknown path redirects home (DESIGN: so do the theme's demo routes). */
export function loader() {
  return redirect("/");
}

export default function CatchAll() {
  return null;
}
