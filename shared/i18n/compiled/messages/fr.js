/* eslint-disable */
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Booking_Invalid_FormInputs */
/** @typedef {{}} Booking_Payment_FailureInputs */
/** @typedef {{}} Booking_Sold_OutInputs */
/** @typedef {{ contactEmail: NonNullable<unknown> }} Card_MinimumInputs */
/** @typedef {{ minimum: NonNullable<unknown> }} Discount_Below_MinimumInputs */
/** @typedef {{}} Discount_EmptyInputs */
/** @typedef {{}} Discount_ExpiredInputs */
/** @typedef {{}} Discount_InactiveInputs */
/** @typedef {{}} Discount_UnknownInputs */
/** @typedef {{}} Discount_Used_UpInputs */
/** @typedef {{}} Error_TextInputs */
/** @typedef {{}} Error_TitleInputs */
/** @typedef {{}} Footer_All_WorkshopsInputs */
/** @typedef {{}} Footer_NewsletterInputs */
/** @typedef {{ year: NonNullable<unknown>, academyName: NonNullable<unknown> }} Footer_RightsInputs */
/** @typedef {{}} Invalid_EmailInputs */
/** @typedef {{}} Newsletter_Already_SubscribedInputs */
/** @typedef {{}} Newsletter_ConsentInputs */
/** @typedef {{}} Newsletter_Consent_RequiredInputs */
/** @typedef {{}} Newsletter_SuccessInputs */
/** @typedef {{}} Newsletter_Success_DetailInputs */
/** @typedef {{}} Not_BookableInputs */
/** @typedef {{}} Not_Found_ShortInputs */
/** @typedef {{}} Not_Found_TextInputs */
/** @typedef {{}} Not_Found_TitleInputs */
/** @typedef {{}} Productivity_Age_RangeInputs */
/** @typedef {{}} Productivity_Checkout_ErrorInputs */
/** @typedef {{}} Productivity_Required_FieldsInputs */
/** @typedef {{}} Productivity_Select_ScheduleInputs */
/** @typedef {{}} Productivity_Sold_OutInputs */
/** @typedef {{}} Return_HomeInputs */
/** @typedef {{}} Shell_LoginInputs */
/** @typedef {{}} Shell_Nav_LabelInputs */
/** @typedef {{}} Shell_WorkshopsInputs */
/** @typedef {{}} Something_Went_WrongInputs */
/** @typedef {{}} Too_Many_HoldsInputs */
/** @typedef {{}} Try_Again_LaterInputs */
/** @typedef {{}} Waitlist_DuplicateInputs */


export const booking_invalid_form = /** @type {(inputs: Booking_Invalid_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez vérifier le formulaire de réservation et réessayer.`)
};

export const booking_payment_failure = /** @type {(inputs: Booking_Payment_FailureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une erreur est survenue lors du traitement du paiement.`)
};

export const booking_sold_out = /** @type {(inputs: Booking_Sold_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet atelier est désormais complet. Inscrivez-vous sur la liste d'attente pour être prévenu dès qu'une place se libère.`)
};

export const card_minimum = /** @type {(inputs: Card_MinimumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le paiement par carte commence à 0,50 € : cette réservation ne peut donc pas être payée en ligne. Écrivez-nous à ${i?.contactEmail} et nous la confirmerons pour vous.`)
};

export const discount_below_minimum = /** @type {(inputs: Discount_Below_MinimumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ce code de réduction s'applique aux commandes de ${i?.minimum} ou plus.`)
};

export const discount_empty = /** @type {(inputs: Discount_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez saisir un code de réduction.`)
};

export const discount_expired = /** @type {(inputs: Discount_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce code de réduction a expiré.`)
};

export const discount_inactive = /** @type {(inputs: Discount_InactiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce code de réduction n'est plus actif.`)
};

export const discount_unknown = /** @type {(inputs: Discount_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce code de réduction n'est pas valide.`)
};

export const discount_used_up = /** @type {(inputs: Discount_Used_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce code de réduction a atteint sa limite d'utilisation.`)
};

export const error_text = /** @type {(inputs: Error_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une erreur inattendue s'est produite. Veuillez réessayer dans un instant.`)
};

export const error_title = /** @type {(inputs: Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une erreur est survenue`)
};

export const footer_all_workshops = /** @type {(inputs: Footer_All_WorkshopsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous les ateliers`)
};

export const footer_newsletter = /** @type {(inputs: Footer_NewsletterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newsletter`)
};

export const footer_rights = /** @type {(inputs: Footer_RightsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`© ${i?.year} ${i?.academyName}. Tous droits réservés.`)
};

export const invalid_email = /** @type {(inputs: Invalid_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez saisir une adresse e-mail valide`)
};

export const newsletter_already_subscribed = /** @type {(inputs: Newsletter_Already_SubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette adresse e-mail est déjà inscrite à notre newsletter !`)
};

export const newsletter_consent = /** @type {(inputs: Newsletter_ConsentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`J'accepte de recevoir des e-mails sur les ateliers, des conseils et des ressources. Je peux me désabonner à tout moment.`)
};

export const newsletter_consent_required = /** @type {(inputs: Newsletter_Consent_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous devez accepter de recevoir des e-mails`)
};

export const newsletter_success = /** @type {(inputs: Newsletter_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscription à notre newsletter réussie !`)
};

export const newsletter_success_detail = /** @type {(inputs: Newsletter_Success_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consultez votre boîte de réception pour confirmer.`)
};

export const not_bookable = /** @type {(inputs: Not_BookableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet atelier n'est pas ouvert à la réservation.`)
};

export const not_found_short = /** @type {(inputs: Not_Found_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La page que vous cherchez n'existe pas.`)
};

export const not_found_text = /** @type {(inputs: Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La page que vous cherchez n'existe pas ou a été déplacée.`)
};

export const not_found_title = /** @type {(inputs: Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oups ! Page introuvable`)
};

export const productivity_age_range = /** @type {(inputs: Productivity_Age_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L'âge de l'adolescent doit être compris entre 12 et 16 ans`)
};

export const productivity_checkout_error = /** @type {(inputs: Productivity_Checkout_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erreur lors de la création de la session de paiement. Veuillez réessayer.`)
};

export const productivity_required_fields = /** @type {(inputs: Productivity_Required_FieldsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez remplir tous les champs obligatoires`)
};

export const productivity_select_schedule = /** @type {(inputs: Productivity_Select_ScheduleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez choisir un créneau`)
};

export const productivity_sold_out = /** @type {(inputs: Productivity_Sold_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Désolé, ce créneau vient d'être complet. Veuillez en choisir un autre.`)
};

export const return_home = /** @type {(inputs: Return_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour à l'accueil`)
};

export const shell_login = /** @type {(inputs: Shell_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connexion`)
};

export const shell_nav_label = /** @type {(inputs: Shell_Nav_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Principal`)
};

export const shell_workshops = /** @type {(inputs: Shell_WorkshopsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ateliers`)
};

export const something_went_wrong = /** @type {(inputs: Something_Went_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une erreur est survenue. Veuillez réessayer.`)
};

export const too_many_holds = /** @type {(inputs: Too_Many_HoldsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous avez déjà des places réservées le temps du paiement. Terminez ou annulez d'abord ces paiements, ou réessayez dans quelques minutes.`)
};

export const try_again_later = /** @type {(inputs: Try_Again_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trop de tentatives. Veuillez réessayer plus tard.`)
};

export const waitlist_duplicate = /** @type {(inputs: Waitlist_DuplicateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette adresse e-mail est déjà inscrite pour cet atelier !`)
};