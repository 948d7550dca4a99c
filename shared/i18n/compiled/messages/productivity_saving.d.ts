/**
* | output |
* | --- |
* | "Save {amount} versus individual sessions" |
*
* @param {Productivity_SavingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const productivity_saving: ((inputs: Productivity_SavingInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Productivity_SavingInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Productivity_SavingInputs = {
    amount: NonNullable<unknown>;
};
