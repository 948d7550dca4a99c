/**
* | output |
* | --- |
* | "Procrastinates on homework" |
*
* @param {Home_Challenge_ProcrastinatesInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_challenge_procrastinates: ((inputs?: Home_Challenge_ProcrastinatesInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Challenge_ProcrastinatesInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Challenge_ProcrastinatesInputs = {};
