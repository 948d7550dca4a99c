/**
* | output |
* | --- |
* | "{withdrawalDays}-day withdrawal right from booking; full refund up to {hours} hours before the first session; after the first session, ask for a refund withi..." |
*
* @param {Refund_Policy_SummaryInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_policy_summary: ((inputs: Refund_Policy_SummaryInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refund_Policy_SummaryInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refund_Policy_SummaryInputs = {
    withdrawalDays: NonNullable<unknown>;
    hours: NonNullable<unknown>;
    guaranteeDays: NonNullable<unknown>;
};
