/**
 * An en-US date formatter made on first use, not when its module loads. The browser's first
 * `Intl.DateTimeFormat` loads its locale data: about 50 ms on a desktop core and four times that on
 * a mid-range phone (measured in Chromium), a long task that a module-level formatter made every
 * page that imports it pay while it loads, even with no date on screen (issue 26).
 */
export function dateFormatter(options: Intl.DateTimeFormatOptions): (date: Date) => string {
  let format: Intl.DateTimeFormat | undefined;
  return (date) => {
    format ??= new Intl.DateTimeFormat('en-US', options);
    return format.format(date);
  };
}
