/**
* | output |
* | --- |
* | "Book a Free Call" |
*
* @param {Workshops_Book_CallInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const workshops_book_call: ((inputs?: Workshops_Book_CallInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Workshops_Book_CallInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Workshops_Book_CallInputs = {};
