/** French texts of react-admin's resource keys (mirror of ../en/resources.ts). */
import type { resources as english } from '../en/resources';
import type { Translated } from '../translated';

export const resources: Translated<typeof english> = {
  category: {
    name: 'Catégorie |||| Catégories',
    fields: {
      name: 'Nom',
      categoryType: 'Type',
      image: 'Image',
      description: 'Description',
      createdAt: 'Créé le',
      dontShowInStore: 'Ne pas afficher dans la boutique',
    },
  },
  brand: {
    name: 'Marque |||| Marques',
    fields: {
      name: 'Nom',
      image: 'Image',
      description: 'Description',
      createdAt: 'Créé le',
    },
  },
  rarity: {
    name: 'Rareté |||| Raretés',
    fields: {
      rank: 'Rang',
      name: 'Nom',
      color: 'Couleur',
      createdAt: 'Créé le',
    },
  },
  box: {
    name: 'Box |||| Box',
    fields: {
      image: 'Image',
      name: 'Nom',
      price: 'Prix',
      itemsCount: 'Articles',
      createdAt: 'Créé le',
      category: 'Catégories',
      boxProfit: 'Marge de la box (%)',
      specialTag: 'Étiquette spéciale',
      color: 'Couleur',
      description: 'Description',
      hideBox: 'Masquer la box',
      enableBox: 'Activer la box',
    },
  },
  product: {
    name: 'Produit |||| Produits',
    fields: {
      name: 'Nom',
      productCode: 'Code produit',
      sellPrice: 'Prix de vente',
      purchasePrice: 'Prix d’achat',
      totalProduct: 'Stock',
      categoryId: 'Catégorie',
      rarityLevel: 'Rareté',
      brandId: 'Marque',
      partnerId: 'Partenaire',
      size: 'Tailles',
      color: 'Couleurs',
      capacity: 'Capacité',
      productTag: 'Étiquette du produit',
      productNature: 'Type de produit',
      description: 'Description',
      visibility: 'Visible dans la boutique',
      quickSell: 'Revente rapide',
      enableProduct: 'Activer le produit',
      checkTrack: 'Suivre la quantité',
      trackQuantity: 'Quantité suivie',
    },
  },
  users: {
    name: 'Utilisateur |||| Utilisateurs',
    fields: {
      username: 'Nom d’utilisateur',
      firstname: 'Prénom',
      lastname: 'Nom',
      email: 'E-mail',
      mobile: 'Mobile',
      userType: 'Type d’utilisateur',
      isBlock: 'Statut',
      joined_at: 'Inscription',
      walletBalance: 'Solde du portefeuille',
    },
  },
  team: {
    name: 'Membre de l’équipe |||| Membres de l’équipe',
    fields: {
      email: 'E-mail',
      isBlock: 'Statut',
      updatedAt: 'Mis à jour',
    },
  },
  orders: {
    name: 'Article de commande |||| Articles de commande',
    fields: {
      orderId: {
        orderid: 'Numéro de commande',
        shippingAddress: 'Adresse',
      },
      userId: {
        username: 'Client',
      },
      productId: {
        name: 'Article',
      },
      quantity: 'Quantité',
      price: 'Prix',
      status: 'Statut',
      createdAt: 'Date',
    },
  },
  withdrawals: {
    name: 'Retrait |||| Retraits',
    fields: {
      username: 'Nom d’utilisateur',
      orderId: 'N° de commande',
      swapnetoutamount: 'Montant',
      currencyAmount: 'Montant en crypto (chaîne · type · type d’utilisateur)',
      walletBalance: 'Solde du portefeuille',
      status: 'Statut',
      createdAt: 'Date',
    },
  },
  purchaseHistory: {
    name: 'Achat de box |||| Achats de box',
    fields: {
      userId: {
        username: 'Nom d’utilisateur',
      },
      boxId: {
        name: 'Box',
      },
      paymentIntentId: 'Intention de paiement',
      amount: 'Montant',
      currency: 'Devise',
      status: 'Statut',
      createdAt: 'Date',
    },
  },
  deposits: {
    name: 'Dépôt |||| Dépôts',
    fields: {
      userId: {
        username: 'Nom d’utilisateur',
      },
      orderId: 'N° de commande',
      amount: 'Montant',
      currencyAmount: 'Montant en devise',
      status: 'Statut',
      createdAt: 'Date',
    },
  },
  depositsByUser: {
    name: 'Dépôts par utilisateur |||| Dépôts par utilisateur',
    fields: {
      userId: {
        username: 'Nom d’utilisateur',
      },
      count: 'Dépôts',
      amount: 'Montant',
      lastDepositAt: 'Dernier dépôt',
    },
  },
  activityLogs: {
    name: 'Journal d’activité |||| Journaux d’activité',
    fields: {
      adminId: {
        firstname: 'Administrateur',
      },
      action: 'Action',
      module: 'Module',
      description: 'Description',
      createdAt: 'Date/Heure',
    },
  },
  delivery: {
    name: 'Mode de livraison |||| Modes de livraison',
    fields: {
      shippingName: 'Mode de livraison',
      updatedAt: 'Mis à jour',
    },
  },
  feedback: {
    name: 'Avis |||| Avis',
    fields: {
      name: 'Nom',
      queryType: 'Type de demande',
      email: 'E-mail',
      createdAt: 'Date',
      message: 'Message',
    },
  },
  socialProofs: {
    name: 'Preuve sociale |||| Preuves sociales',
    fields: {
      title: 'Titre',
      createdAt: 'Date',
    },
  },
  returnOrders: {
    name: 'Retour |||| Retours',
    fields: {
      orderDetailId: {
        orderId: {
          orderid: 'N° de commande',
        },
        price: 'Prix unitaire',
      },
      userId: {
        username: 'Nom d’utilisateur',
      },
      status: 'Statut',
      createdAt: 'Date/Heure',
    },
  },
  demoInvoices: {
    name: 'Facture |||| Factures',
    fields: {
      number: 'Facture',
      customer: 'Client',
      date: 'Date',
      amount: 'Montant',
      status: 'Statut',
    },
  },
};
