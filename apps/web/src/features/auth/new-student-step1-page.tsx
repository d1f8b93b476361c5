/** Placeholder: replaced by the feature's real page. */
export function Component() {
  return <div className="p-10">new-student-step1-page</div>;
}
