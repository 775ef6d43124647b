/** French texts of the profit area (mirror of ../en/profit.ts). */
import type { profit as english } from '../en/profit';
import type { Translated } from '../translated';

export const profit: Translated<typeof english> = {
  invoice: {
    title: 'Facture',
    print: 'Imprimer',
    invoiceNumber: 'Facture de la commande %{orderid}',
    date: 'Date : %{date}',
    billedTo: 'Facturé à',
    product: 'Produit',
    quantity: 'Quantité',
    amount: 'Montant',
    total: 'Total',
    vatNote: 'Tous les prix sont TTC.',
    missingId: 'Aucune commande choisie : ouvrez une facture depuis la liste des commandes.',
    depositTitle: 'Facture de dépôt',
    depositNumber: 'Dépôt %{orderId}',
    topUp: 'Rechargement de %{amount} %{coin}',
    description: 'Description',
    unitAmount: 'Quantité unitaire',
    unitPrice: 'Prix',
    depositMissingId: 'Aucun dépôt choisi : ouvrez un dépôt depuis l’historique des achats.',
    shippingAddress: 'Adresse de livraison',
    noShippingAddress: 'Aucune adresse de livraison enregistrée',
  },
};
