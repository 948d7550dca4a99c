/**
* | output |
* | --- |
* | "If your request is accepted, you will get {amount} back." |
*
* @param {Refund_Get_Back_If_AcceptedInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const refund_get_back_if_accepted: ((inputs: Refund_Get_Back_If_AcceptedInputs, options?: {
    locale?: "en" | "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refund_Get_Back_If_AcceptedInputs, {
    locale?: "en" | "fr";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refund_Get_Back_If_AcceptedInputs = {
    amount: NonNullable<unknown>;
};
