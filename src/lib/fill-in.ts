/** A place in words: "{position} of {total}" becomes "3 of 15". */
export function fillIn(template: string, position: number, total: number): string {
  return template.replace("{position}", String(position)).replace("{total}", String(total));
}
