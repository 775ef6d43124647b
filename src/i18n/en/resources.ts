/**
 * react-admin's own keys for each resource (the `name` of its descriptor under src/resources):
 * `resources.<name>.name` is the resource's word (singular |||| plural), and
 * `resources.<name>.fields.<source>` the label of that source wherever a column or an input shows
 * it, so lists and forms need no `label` prop (react-admin looks the key up from the source).
 * A nested source ("orderId.orderid") is a nested key. Spec texts verbatim.
 */
export const resources = {
  category: {
    name: 'Category |||| Categories',
    fields: {
      name: 'Name',
      categoryType: 'Type',
      image: 'Image',
      description: 'Description',
      createdAt: 'Created At',
      dontShowInStore: "Don't show in store",
    },
  },
  brand: {
    name: 'Brand |||| Brands',
    fields: {
      name: 'Name',
      image: 'Image',
      description: 'Description',
      createdAt: 'Created At',
    },
  },
  rarity: {
    name: 'Rarity |||| Rarities',
    fields: {
      rank: 'Rank',
      name: 'Name',
      color: 'Color',
      createdAt: 'Created At',
    },
  },
  box: {
    name: 'Box |||| Boxes',
    fields: {
      image: 'Image',
      name: 'Name',
      price: 'Price',
      itemsCount: 'Items',
      createdAt: 'Created At',
      category: 'Categories',
      boxProfit: 'Box profit (%)',
      specialTag: 'Special tag',
      color: 'Color',
      description: 'Description',
      hideBox: 'Hide box',
      enableBox: 'Enable box',
    },
  },
  product: {
    name: 'Product |||| Products',
    fields: {
      name: 'Name',
      productCode: 'Product Code',
      sellPrice: 'Sell Price',
      purchasePrice: 'Purchase Price',
      totalProduct: 'Stock',
      categoryId: 'Category',
      rarityLevel: 'Rarity',
      brandId: 'Brand',
      partnerId: 'Partner',
      size: 'Sizes',
      color: 'Colours',
      capacity: 'Capacity',
      productTag: 'Product tag',
      productNature: 'Product type',
      description: 'Description',
      visibility: 'Visible in store',
      quickSell: 'Quick sell',
      enableProduct: 'Enable product',
      checkTrack: 'Track quantity',
      trackQuantity: 'Tracked quantity',
    },
  },
  users: {
    name: 'User |||| Users',
    fields: {
      username: 'Username',
      firstname: 'First Name',
      lastname: 'Last Name',
      email: 'Email',
      mobile: 'Mobile',
      userType: 'User Type',
      isBlock: 'Status',
      joined_at: 'Joined',
      walletBalance: 'Wallet Balance',
    },
  },
  team: {
    name: 'Team member |||| Team members',
    fields: {
      email: 'Email',
      isBlock: 'Status',
      updatedAt: 'Updated',
    },
  },
  orders: {
    name: 'Order item |||| Order items',
    fields: {
      orderId: {
        orderid: 'Order Number',
        shippingAddress: 'Address',
      },
      userId: {
        username: 'Customer',
      },
      productId: {
        name: 'Item',
      },
      quantity: 'Quantity',
      price: 'Price',
      status: 'Status',
      createdAt: 'Date',
    },
  },
  withdrawals: {
    name: 'Withdrawal |||| Withdrawals',
    fields: {
      username: 'Username',
      orderId: 'Order Id',
      swapnetoutamount: 'Amount',
      currencyAmount: 'Crypto Amount (chain · type · user type)',
      walletBalance: 'Wallet Balance',
      status: 'Status',
      createdAt: 'Date',
    },
  },
  purchaseHistory: {
    name: 'Box purchase |||| Box purchases',
    fields: {
      userId: {
        username: 'Username',
      },
      boxId: {
        name: 'Box',
      },
      paymentIntentId: 'Payment Intent',
      amount: 'Amount',
      currency: 'Currency',
      status: 'Status',
      createdAt: 'Date',
    },
  },
  deposits: {
    name: 'Deposit |||| Deposits',
    fields: {
      userId: {
        username: 'Username',
      },
      orderId: 'Order Id',
      amount: 'Amount',
      currencyAmount: 'Coin Amount',
      status: 'Status',
      createdAt: 'Date',
    },
  },
  depositsByUser: {
    name: 'Deposits by user |||| Deposits by user',
    fields: {
      userId: {
        username: 'Username',
      },
      count: 'Deposits',
      amount: 'Amount',
      lastDepositAt: 'Last deposit',
    },
  },
  activityLogs: {
    name: 'Activity log |||| Activity logs',
    fields: {
      adminId: {
        firstname: 'Admin',
      },
      action: 'Action',
      module: 'Module',
      description: 'Description',
      createdAt: 'Date/Time',
    },
  },
  delivery: {
    name: 'Delivery method |||| Delivery methods',
    fields: {
      shippingName: 'Delivery Method',
      updatedAt: 'Updated',
    },
  },
  feedback: {
    name: 'Feedback |||| Feedback',
    fields: {
      name: 'Name',
      queryType: 'Inquiry Type',
      email: 'Email',
      createdAt: 'Date',
      message: 'Message',
    },
  },
  socialProofs: {
    name: 'Social proof |||| Social proofs',
    fields: {
      title: 'Title',
      createdAt: 'Date',
    },
  },
  returnOrders: {
    name: 'Return order |||| Return orders',
    fields: {
      orderDetailId: {
        orderId: {
          orderid: 'Order Id',
        },
        price: 'Single Item Price',
      },
      userId: {
        username: 'Username',
      },
      status: 'Status',
      createdAt: 'Date/Time',
    },
  },
  demoInvoices: {
    name: 'Invoice |||| Invoices',
    fields: {
      number: 'Invoice',
      customer: 'Customer',
      date: 'Date',
      amount: 'Amount',
      status: 'Status',
    },
  },
} as const;
