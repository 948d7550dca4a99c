/**
* | output |
* | --- |
* | "Productivity Workshop for Teens (12-16)" |
*
* @param {Productivity_Meta_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_meta_title: ((inputs?: Productivity_Meta_TitleInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productivity_Meta_TitleInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productivity_Meta_TitleInputs = {};
