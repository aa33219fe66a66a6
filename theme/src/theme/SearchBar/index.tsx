/**
 * The navbar's search slot. The search plugin replaces this component; without it there is no box.
 */
export default function SearchBar() {
  return null;
}
