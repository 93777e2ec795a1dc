/** Utility (docs/requirements.md#utilities): the string with its first letter in upper case ("scroll" → "Scroll"). */
export function capitaliseFirstLetter(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
