import type { AccountMessageId } from './de-DE';

export const FR_CH: Record<AccountMessageId, string> = {
  'account.required': 'Ce champ est obligatoire.',
  'account.password.short': 'Le mot de passe est trop court.',
  'account.password.long': 'Le mot de passe est trop long.',
  'account.password.common':
    'Ce mot de passe est trop connu et facile à deviner. Veuillez en choisir un autre.',
  'account.password.hint': 'Au moins 8 caractères',
  'account.email.invalid': 'L’adresse e-mail n’est pas valide.',
  'account.name.long': '60 caractères au maximum, s’il vous plaît.',
  'account.name.invalid': 'Veuillez ne pas utiliser de caractères de contrôle ni de chevrons (< >).',
  'account.login.failed': 'L’adresse e-mail ou le mot de passe est incorrect.',
  'account.login.locked': 'Trop de tentatives de connexion. Veuillez réessayer dans 15 minutes.',
  'account.login.captcha':
    'Trop de connexions échouées : veuillez en plus effectuer la vérification de sécurité.',
  'account.login.captchaNoScript':
    'Trop de connexions échouées : la connexion demande maintenant une vérification de sécurité qui nécessite JavaScript. Vous pouvez aussi demander un nouveau mot de passe.',
  'account.login.captchaLabel': 'Vérification de sécurité',
  'account.customerNumber.invalid': 'Veuillez indiquer votre numéro de client à 8 chiffres.',
  'account.birthDate.invalid': 'Veuillez indiquer une date de naissance valide (JJ.MM.AAAA).',
  'account.login.numberFailed': 'Le numéro de client ou la date de naissance est incorrect.',
  'account.login.numberUnavailable':
    'La connexion par numéro de client n’est pas proposée dans cette boutique.',
  'account.field.customerNumber': 'Numéro de client',
  'account.field.birthDate': 'Date de naissance',
  'account.field.birthDate.hint': 'JJ.MM.AAAA',
  'account.login.tab.email': 'E-mail et mot de passe',
  'account.login.tab.number': 'Numéro de client et date de naissance',
  'account.login.tabs': 'Se connecter avec',
  'account.login.close': 'Fermer',
  'account.login.register': 'Nouveau ? Créer un compte',
  'account.login.forgot': 'Mot de passe oublié ?',
  'account.login.error':
    'Nous n’avons malheureusement pas pu traiter votre demande. Veuillez réessayer plus tard.',
  'account.data.error': 'Les données utilisateur n’ont pas pu être récupérées.',
  'account.error.generic':
    'Nous n’avons malheureusement pas pu traiter votre demande. Veuillez réessayer plus tard.',
  'account.error.forbidden': 'Cette demande a été refusée. Veuillez recharger la page.',
  'account.error.tooLarge': 'Vos saisies sont trop longues.',
  'account.error.unsupportedType': 'Nous ne pouvons pas lire cette demande.',
  'account.error.tooMany': 'Trop de demandes. Veuillez patienter un instant.',
  'account.error.retry': 'Retour au formulaire',
  'account.unauthorized': 'Veuillez vous connecter.',
  'account.title': 'Mon compte',
  'account.login.title': 'Se connecter',
  'account.login.submit': 'Se connecter',
  'account.login.success': 'Vous êtes connecté(e).',
  'account.logout.submit': 'Se déconnecter',
  'account.logout.success': 'Vous êtes déconnecté(e).',
  'account.register.title': 'Nouveau ici ? Créer un compte',
  'account.register.submit': 'Créer un compte',
  'account.register.success':
    'Merci ! Nous vous avons envoyé un e-mail. Connectez-vous maintenant avec votre adresse e-mail et votre mot de passe.',
  'account.register.mail.subject': 'Bienvenue : votre compte client',
  'account.register.mail.text':
    'Bonjour {firstName} {lastName},\n\nvotre compte client a été créé. Connectez-vous ici avec votre adresse e-mail et votre mot de passe :\n{link}\n\nSi vous n’avez pas créé de compte, veuillez répondre à cet e-mail.',
  'account.register.exists.mail.subject': 'Vous avez déjà un compte client',
  'account.register.exists.mail.text':
    'Bonjour {firstName} {lastName},\n\nquelqu’un a voulu créer un nouveau compte client avec cette adresse e-mail. Vous en avez déjà un ; il reste inchangé. Connectez-vous ici, ou choisissez « Mot de passe oublié ? » :\n{link}\n\nSi ce n’était pas vous, ignorez cet e-mail.',
  'account.field.email': 'Adresse e-mail',
  'account.field.password': 'Mot de passe',
  'account.field.salutation': 'Civilité',
  'account.field.salutation.female': 'Madame',
  'account.field.salutation.male': 'Monsieur',
  'account.field.salutation.notSpecified': 'Non précisé',
  'account.field.firstName': 'Prénom',
  'account.field.lastName': 'Nom',
  'account.overview.greeting': 'Bienvenue, {firstName} {lastName}',
  'account.overview.customerNumber': 'Numéro de client : {customerNumber}',
  'account.overview.businessPartner': 'Numéro de partenaire : {businessPartnerNo}',
  'account.softLogin.title': 'Veuillez confirmer votre mot de passe',
  'account.softLogin.text':
    'Vous êtes toujours connecté(e). Pour votre compte client, veuillez saisir à nouveau votre mot de passe.',
  'account.errorSummary': 'Veuillez vérifier vos saisies.',
  'account.forgot.title': 'Mot de passe oublié ?',
  'account.forgot.text':
    'Saisissez votre adresse e-mail. Nous vous envoyons un lien pour définir un nouveau mot de passe.',
  'account.forgot.submit': 'Demander le lien',
  'account.forgot.sent':
    'S’il existe un compte client pour cette adresse e-mail, nous vous avons envoyé un lien. Il est valable 60 minutes.',
  'account.forgot.error':
    'Votre demande de réinitialisation du mot de passe n’a pas pu être envoyée. Veuillez réessayer plus tard.',
  'account.forgot.sent.title': 'L’e-mail est en route',
  'account.forgot.back': 'Retour à la connexion',
  'account.reset.title': 'Définir un nouveau mot de passe',
  'account.reset.submit': 'Enregistrer le mot de passe',
  'account.reset.success':
    'Votre nouveau mot de passe est enregistré. Veuillez vous connecter avec celui-ci.',
  'account.reset.invalid': 'Ce lien n’est pas valable ou a expiré. Veuillez demander un nouveau lien.',
  'account.reset.mail.subject': 'Votre lien pour un nouveau mot de passe',
  'account.reset.mail.text':
    'Bonjour {firstName} {lastName},\n\nce lien vous permet de définir un nouveau mot de passe (valable 60 minutes, une seule fois) :\n{link}\n\nSi vous ne l’avez pas demandé, ignorez cet e-mail ; votre mot de passe reste inchangé.',
};
