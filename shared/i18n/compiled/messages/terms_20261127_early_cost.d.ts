/**
* | output |
* | --- |
* | "Having asked, you keep your withdrawal right, and what you get back is said in the first rule above." |
*
* @param {Terms_20261127_Early_CostInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_20261127_early_cost: ((inputs?: Terms_20261127_Early_CostInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Terms_20261127_Early_CostInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Terms_20261127_Early_CostInputs = {};
